import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { commentsSample, hostileHtmlPayloads, ticketLongText, ticketOpen } from '../../fixtures/tickets.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { SafeHtmlPolicy } from './SafeHtmlPolicy.tsx';

declare global {
  interface Window {
    __xssFired?: unknown;
  }
}

const meta = {
  title: 'Tickets/SafeHtml',
  component: SafeHtml,
  args: { html: ticketOpen.description },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ticket description with a list and a link. */
export const Description: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Model: ThinkPad T14')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'the KB article' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Comment: Story = {
  args: { html: commentsSample[1]?.body },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EXP-2025-1187').tagName).toBe('STRONG');
  },
};

export const Empty: Story = {
  args: { html: null, 'data-testid': 'safe-html' } as Story['args'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('safe-html').innerHTML).toBe('');
  },
};

export const LongText: Story = {
  args: { html: `${ticketLongText.description}<p>${'https://very-long-url.example.org/'.repeat(6)}</p>` },
};

/**
 * Every payload would set `window.__xssFired` if anything ran. After rendering, the flag stays unset,
 * and no script, frame, plugin, style, form or event-handler attribute is left in the DOM.
 */
export const HostilePayloads: Story = {
  render: () => (
    <ol>
      {hostileHtmlPayloads.map((payload) => (
        <li key={payload}>
          <SafeHtml html={payload} data-testid="payload" />
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvas, canvasElement }) => {
    window.__xssFired = undefined;
    const rendered = canvas.getAllByTestId('payload');
    await expect(rendered).toHaveLength(hostileHtmlPayloads.length);
    // Let any image error, load or focus handler have its chance to run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const link of canvas.queryAllByText(/javascript: URL|svg link/)) await userEvent.click(link);
    await waitFor(() => expect(window.__xssFired).toBeUndefined());

    const root = canvasElement;
    await expect(
      root.querySelectorAll('script, iframe, object, embed, style, form, input, meta, svg, math, base'),
    ).toHaveLength(0);
    const all = rendered.flatMap((payload) => [...payload.querySelectorAll('*')]);
    const handlers = all.flatMap((el) =>
      [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
    );
    await expect(handlers).toEqual([]);
    const styled = all.filter((el) => el.hasAttribute('style') || el.hasAttribute('srcdoc'));
    await expect(styled).toEqual([]);
    const scriptUrls = all.filter((el) =>
      ['href', 'src', 'xlink:href', 'action', 'data'].some((name) =>
        /^\s*javascript:/i.test(el.getAttribute(name) ?? ''),
      ),
    );
    await expect(scriptUrls).toEqual([]);
    // The safe link survives, hardened.
    const safe = canvas.getByRole('link', { name: 'a safe link' });
    await expect(safe).toHaveAttribute('href', 'https://example.org/safe');
    await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    for (const link of root.querySelectorAll('a[href]')) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

/** A 1x1 PNG, inline: data images never leave the page. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Images and media from other origins are dropped (the portal's Content-Security-Policy would block
 * them, and each would tell another server who opened the ticket), except from the origins the
 * `SafeHtmlPolicy` allows; the page's own and inline (data) images stay.
 */
export const RemoteSources: Story = {
  args: {
    html: [
      '<p>Tracker: <img src="http://127.0.0.1:9/track.gif" alt="tracker"></p>',
      '<p>Allowed: <img src="http://127.0.0.1:1/allowed.png" alt=""></p>',
      `<p>Inline: <img src="${PIXEL}" alt="pixel"></p>`,
      '<p>Own: <img src="/favicon.svg" alt=""></p>',
      '<p>Set: <img srcset="http://127.0.0.1:9/a.png 1x, /b.png 2x" alt=""></p>',
      '<video poster="http://127.0.0.1:9/poster.png" src="http://127.0.0.1:9/v.mp4"></video>',
    ].join(''),
    'data-testid': 'safe-html',
  } as Story['args'],
  render: (args) => (
    <SafeHtmlPolicy imageOrigins={['http://127.0.0.1:1']}>
      <SafeHtml {...args} />
    </SafeHtmlPolicy>
  ),
  play: async ({ canvas }) => {
    const root = canvas.getByTestId('safe-html');
    const images = [...root.querySelectorAll('img')];
    await expect(images.map((img) => img.getAttribute('src'))).toEqual([
      null,
      'http://127.0.0.1:1/allowed.png',
      PIXEL,
      '/favicon.svg',
      null,
    ]);
    await expect(images[4]?.hasAttribute('srcset')).toBe(false);
    // The dropped image's description stays, as text.
    await expect(root.textContent).toContain('Tracker: tracker');
    const video = root.querySelector('video');
    await expect(video?.hasAttribute('poster') || video?.hasAttribute('src')).toBe(false);
  },
};
