import { z } from 'zod';
import type { AnyStreamedAnswer } from '../operations/define';

/**
 * The JSON text of a streamed answer (Operation.stream), piece by piece: the bytes Fastify would send for the whole
 * answer checked by its output schema (JSON.stringify of the parsed object, its keys in the schema's order), written
 * while the array field's batches are read. Each field and each item is checked by its part of the schema, so what
 * leaves is what the whole answer's check lets through; one batch is held at a time.
 */
export async function* streamedJson(schema: z.ZodType, answer: AnyStreamedAnswer, where: string): AsyncGenerator<string> {
  if (!(schema instanceof z.ZodObject)) throw new Error(`The streamed answer of ${where} needs an object schema`);
  const shape = schema.shape as Record<string, z.ZodType>;
  const field = String(answer.field);
  const array = shape[field];
  if (!(array instanceof z.ZodArray)) throw new Error(`The streamed field ${field} of ${where} is not an array in its schema`);
  const rest = z.object(Object.fromEntries(Object.entries(shape).filter(([name]) => name !== field))).safeParse(answer.rest);
  if (!rest.success) throw Object.assign(new Error(`Output of ${where} does not match its schema`), { issues: rest.error.issues });
  const fields = rest.data as Record<string, unknown>;
  const keys = Object.keys(shape);
  const at = keys.indexOf(field);
  // JSON.stringify of the object leaves out undefined values, and so does this.
  const members = (names: string[]) => names.filter((name) => fields[name] !== undefined).map((name) => `${JSON.stringify(name)}:${JSON.stringify(fields[name])}`);
  const before = members(keys.slice(0, at));
  const after = members(keys.slice(at + 1));
  yield `{${[...before, ''].join(',')}${JSON.stringify(field)}:[`;
  let first = true;
  for await (const batch of answer.batches) {
    if (batch.length === 0) continue;
    const items = batch.map((item) => {
      const checked = (array.element as z.ZodType).safeParse(item);
      if (!checked.success) throw Object.assign(new Error(`Output of ${where} does not match its schema`), { issues: checked.error.issues });
      return JSON.stringify(checked.data);
    });
    yield `${first ? '' : ','}${items.join(',')}`;
    first = false;
  }
  yield `]${after.map((member) => `,${member}`).join('')}}`;
}
