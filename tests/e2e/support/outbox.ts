import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The messages a server wrote to its outbox folder `dir` for `to` (it runs without SMTP_URL), oldest first. */
export async function outboxFor(dir: string, to: string): Promise<ParsedMail[]> {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.eml')).sort() : [];
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  return mails.filter((mail) => [mail.to ?? []].flat().some((group) => group.value.some((address) => address.address === to)));
}
