import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_ANSWER } from '../../src/knowledge/chat.ts';
import { seedKnowledge } from '../../src/knowledge/seed.ts';
import { type KnowledgeServer, sendChat, startKnowledgeServer } from './harness.ts';

/** A fake OpenAI-compatible server on loopback: streams what the current test scripts. */
/** A source as the prompt lists it: `[S3] Document title > Heading > Subheading`. */
interface PromptSource {
  label: string;
  title: string;
}
type Mode =
  | { kind: 'answer'; sources: string[] | ((given: PromptSource[]) => string[]); chunks?: number }
  | { kind: 'text' }
  | { kind: 'error' }
  | { kind: 'stall' };
let mode: Mode = { kind: 'answer', sources: ['S1'] };
const requests: { auth: string | undefined; body: any }[] = [];
let upstreamClosed = 0;

const answer = {
  summary: 'Use the self-service password portal.',
  details: {
    requirements: ['Passwords must be at least 14 characters long.'],
    procedures: ['Go to the portal.'],
    exceptions: [],
  },
  action_required: 'Reset it now.',
  contact_info: 'IT Service Desk, extension 5000',
  related_policies: [],
};

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (mode.kind === 'error')
      return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (content: string) =>
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    if (mode.kind === 'stall') {
      send('{"summary": "Use the');
      send(' self-service');
      res.on('close', () => upstreamClosed++);
      return; // never ends: the client must give up
    }
    const prompt: string = JSON.parse(raw).messages[1].content;
    const given = [...prompt.matchAll(/^\[(S\d+)\] (.*)$/gm)].map((m) => ({
      label: m[1] as string,
      title: m[2] as string,
    }));
    const text =
      mode.kind === 'text'
        ? 'Sorry, plain words instead of JSON.'
        : JSON.stringify({
            ...answer,
            sources: typeof mode.sources === 'function' ? mode.sources(given) : mode.sources,
          });
    const n = mode.kind === 'answer' ? (mode.chunks ?? 7) : 3;
    const size = Math.ceil(text.length / n);
    for (let i = 0; i < text.length; i += size) send(text.slice(i, i + size));
    res.write(
      `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 1200, completion_tokens: 300 } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });
}

let fake: Server;
let s: KnowledgeServer;
let user: string;
let admin: string;

beforeAll(async () => {
  fake = createServer(handle);
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', () => r()));
  const port = (fake.address() as AddressInfo).port;
  s = await startKnowledgeServer({
    openai: { apiKey: 'sk-test-123', baseUrl: `http://127.0.0.1:${port}/v1` },
  });
  await seedKnowledge(s.ctx.database.pool, { conversations: false });
  user = await s.token('user');
  admin = await s.token('admin');
}, 120_000);
afterAll(async () => {
  await s.stop();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

const ask = (message: string) => sendChat(s.base, user, { session_id: crypto.randomUUID(), message });
const passwordDoc = async () =>
  (await s.ctx.database.pool.query("SELECT id FROM documents WHERE original_name LIKE 'Password%'")).rows[0]
    .id;

describe('OpenAI-compatible engine', () => {
  it('streams the model output, with the model from the settings, given only the retrieved sections', async () => {
    const put = await s.call('PUT', '/api/admin/system-settings', {
      token: admin,
      body: { ai_model: 'gpt-4o-mini', response_cache_hours: 1 },
    });
    expect(put.body).toMatchObject({ ai_model: 'gpt-4o-mini', openai_key_configured: true });
    mode = { kind: 'answer', sources: ['S1', 'S7'] };
    requests.length = 0;
    const r = await ask('How do I reset my password?');
    const req = requests[0];
    expect(req?.auth).toBe('Bearer sk-test-123');
    expect(req?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    const prompt: string = req?.body.messages[1].content;
    expect(prompt).toContain('[S1] Password Reset and Account Security Guide');
    expect(prompt).not.toContain('Annual Leave');
    // The pieces are the model's text; it parses as the structured answer (plus the sources it cited).
    expect(JSON.parse(r.content)).toMatchObject(answer);
    expect(r.metadata.model).toBe('gpt-4o-mini');
    // S7 was never given to the model: only S1 counts.
    expect(r.metadata.referenced_documents.map((d: { document_id: string }) => d.document_id)).toEqual([
      await passwordDoc(),
    ]);
    const usage = await s.call('GET', '/api/admin/api-usage', { token: admin });
    expect(usage.body.model_usage['gpt-4o-mini']).toEqual({ requests: 1, tokens: 1500, cost: 0.00036 });
    // Stored message content is the parsed answer, without the model's `sources`.
    const msgs = await s.call('GET', `/api/chat/sessions/${r.metadata.session_id}/messages`, { token: user });
    expect(msgs.body[1].content).toEqual(answer);
  });

  it('a model that cites sections it did not use: only the sections its text comes from count', async () => {
    // Retrieval gives the model sections of several documents; the answer's text is from the password guide only.
    let given: PromptSource[] = [];
    mode = {
      kind: 'answer',
      sources: (g) => {
        given = g;
        return g.map((x) => x.label);
      },
    };
    const r = await ask('Password rules for my laptop and phone');
    const titles = new Set(given.map((x) => x.title.split(' > ')[0]));
    expect(titles.size).toBeGreaterThan(1);
    expect(r.metadata.referenced_documents.map((d: { document_id: string }) => d.document_id)).toEqual([
      await passwordDoc(),
    ]);
    expect(JSON.parse(r.content)).toMatchObject(answer);
    expect(r.metadata.suggested_ticket).toBeNull();
  });

  it('a model that cites only sections its text is not from: the plain not-found answer', async () => {
    let cited = '';
    mode = {
      kind: 'answer',
      sources: (g) => {
        const other = g.find((x) => !x.title.startsWith('Password Reset'));
        cited = other?.title ?? '';
        return other ? [other.label] : [];
      },
    };
    const r = await ask('What must I do if my laptop or password is lost or stolen?');
    expect(cited).not.toBe('');
    expect(r.content).toBe(NOT_FOUND_ANSWER);
    expect(r.metadata).toMatchObject({
      response_type: 'text',
      referenced_documents: [],
      documents_referenced: 0,
    });
    expect(r.metadata.suggested_ticket.reason).toMatch(/did not support/);
  });

  it('a model that cites nothing: the plain not-found answer, no references, a ticket and a gap', async () => {
    mode = { kind: 'answer', sources: [] };
    const r = await ask('How long must a password be?');
    // Its own (unsupported) answer is never shown or stored.
    expect(r.content).toBe(NOT_FOUND_ANSWER);
    expect(r.metadata).toMatchObject({
      response_type: 'text',
      referenced_documents: [],
      documents_referenced: 0,
    });
    expect(r.metadata.suggested_ticket.reason).toMatch(/did not support/);
    const gaps = await s.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM knowledge_gaps WHERE session_id = $1',
      [r.metadata.session_id],
    );
    expect(gaps.rows[0].n).toBe(1);
    const msgs = await s.call('GET', `/api/chat/sessions/${r.metadata.session_id}/messages`, { token: user });
    expect(msgs.body[1].content).toBe(NOT_FOUND_ANSWER);
  });

  it('output that is not the JSON cannot be verified: the plain not-found answer', async () => {
    mode = { kind: 'text' };
    const r = await ask('What happens when my account is locked after failed sign-in attempts?');
    expect(r.content).toBe(NOT_FOUND_ANSWER);
    expect(r.metadata).toMatchObject({ response_type: 'text', referenced_documents: [] });
    expect(r.metadata.suggested_ticket).not.toBeNull();
  });

  it('when the AI service fails before answering, the built-in engine answers instead', async () => {
    mode = { kind: 'error' };
    const r = await ask('How do I submit an expense report?');
    expect(r.metadata.model).toBe('built-in');
    expect(r.metadata.referenced_documents[0].source).toBe('Expense Reporting Procedure.pdf');
  });

  it('nothing relevant retrieved: the model is not called at all', async () => {
    requests.length = 0;
    const r = await ask('Is there a gym membership discount for staff?');
    expect(requests).toHaveLength(0);
    expect(r.metadata.referenced_documents).toEqual([]);
  });

  it('a client leaving mid-stream aborts the upstream call and stores nothing', async () => {
    mode = { kind: 'stall' };
    const session = crypto.randomUUID();
    const url = new URL(`${s.base}/api/chat/send`);
    // The answer is shown only once verified, so nothing has reached the client when it leaves.
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { authorization: `Bearer ${user}`, 'content-type': 'application/json' },
        },
        (res) => res.on('data', (chunk: Buffer) => received.push(chunk.toString())),
      );
      req.once('error', () => {});
      // Not asked before: an earlier answer to another question would come from the response cache.
      req.end(JSON.stringify({ session_id: session, message: 'Can I reuse an old password?', stream: true }));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 800);
      void reject;
    });
    expect(received.join('')).not.toContain('"type":"content"');
    await new Promise((r) => setTimeout(r, 1000));
    expect(upstreamClosed).toBe(1);
    const n = await s.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1',
      [session],
    );
    expect(n.rows[0].n).toBe(0);
  });
});
