import type { ReactNode } from 'react';
import '../i18n/features';
import { Header } from './header';

type ScreenProps = { title: string; subtitle?: string; back?: string; children: ReactNode };

/** A signed-in screen: its header and its main content. */
export function Screen({ title, subtitle, back, children }: ScreenProps) {
  return (
    <>
      <Header title={title} {...(subtitle ? { subtitle } : {})} {...(back ? { back } : {})} />
      <main className="screen" id="main">
        {children}
      </main>
    </>
  );
}
