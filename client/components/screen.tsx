import type { ReactNode } from 'react';
import '../i18n/features';
import { Header } from './header';

type ScreenProps = {
  title: string;
  subtitle?: string;
  back?: string;
  /**
   * A screen whose content takes the width of a desktop from 64rem (columns of its own, in its feature's CSS
   * under `.screen--<name>`); the others stay one readable column. Phones see no difference.
   */
  wide?: string;
  /** A status line under the header's titles. */
  meta?: ReactNode;
  children: ReactNode;
};

/** A signed-in screen: its header and its main content. */
export function Screen({ title, subtitle, back, wide, meta, children }: ScreenProps) {
  return (
    <>
      <Header title={title} {...(subtitle ? { subtitle } : {})} {...(back ? { back } : {})} meta={meta} wide={Boolean(wide)} />
      <main className={wide ? `screen screen--wide screen--${wide}` : 'screen'} id="main">
        {children}
      </main>
    </>
  );
}
