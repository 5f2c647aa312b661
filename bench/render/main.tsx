/**
 * The page the rendering benchmark drives (bench/suites/render.ts): the real @portal/ui components
 * in the two heavy situations of issue 6, built like the portal is built.
 * - `?scenario=chat`: a 200-message conversation, then `window.bench.stream(tokens, perFrame)` streams a
 *   structured answer into a placeholder message, parsed progressively, at most one render per frame.
 * - `?scenario=tickets`: a TicketColumn of 5,000 tickets (the benchmark presses 'View all').
 */
import { advancePartialJson, initialPartialJsonState, partialJsonValue } from '@portal/state-machines';
import {
  ChatMessage,
  type ChatMessageView,
  type PartialStructuredAnswer,
  ThemeRoot,
  TicketColumn,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  annualLeaveAnswer,
  structuredReply,
  userQuestion,
} from '../../packages/ui/src/fixtures/assistant.ts';
import { makeTickets } from '../../packages/ui/src/fixtures/tickets.ts';
import '../render-api.ts';

const history: ChatMessageView[] = Array.from({ length: 200 }, (_, i) =>
  i % 2 === 0
    ? { ...userQuestion, content: `${userQuestion.content as string} (${i / 2 + 1})` }
    : { ...structuredReply, content: annualLeaveAnswer },
);

function Chat() {
  const [answer, setAnswer] = useState<PartialStructuredAnswer | null>(null);
  const [streaming, setStreaming] = useState(false);
  useEffect(() => {
    window.bench = {
      stream: (tokens, tokensPerTick, tickMs) =>
        new Promise((resolve) => {
          let received = '';
          let index = 0;
          let frame = 0;
          // As the portal's chat machine does: each frame reads only the text that is new, and the
          // answer stays the same object while no more of it can be shown.
          let parse = initialPartialJsonState;
          let shown: PartialStructuredAnswer = {};
          const show = () => {
            const next = advancePartialJson(parse, received);
            if (next.safeEnd !== parse.safeEnd)
              shown = (partialJsonValue(next, received) ?? shown) as PartialStructuredAnswer;
            parse = next;
            setAnswer(shown);
          };
          setStreaming(true);
          // Tokens arrive on a timer like network chunks; the screen updates at most once a frame.
          const timer = setInterval(() => {
            received += tokens.slice(index, index + tokensPerTick).join('');
            index += tokensPerTick;
            if (!frame)
              frame = requestAnimationFrame(() => {
                frame = 0;
                show();
              });
            if (index >= tokens.length) {
              clearInterval(timer);
              requestAnimationFrame(() => {
                show();
                setStreaming(false);
                requestAnimationFrame(() => resolve(received));
              });
            }
          }, tickMs);
        }),
    };
  }, []);
  const placeholder: ChatMessageView | null = answer && {
    ...structuredReply,
    content: answer,
    metadata: { ...structuredReply.metadata, response_type: streaming ? 'streaming' : 'structured' },
  };
  return (
    <main>
      {history.map((message, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, never reordered list
        <ChatMessage key={i} message={message} />
      ))}
      {placeholder ? <ChatMessage message={placeholder} isStreaming={streaming} /> : null}
    </main>
  );
}

const tickets = makeTickets(5000);
function Tickets() {
  return <TicketColumn title="All tickets" tickets={tickets} />;
}

const scenario = new URLSearchParams(location.search).get('scenario');
createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeRoot theme="light">{scenario === 'tickets' ? <Tickets /> : <Chat />}</ThemeRoot>,
);
