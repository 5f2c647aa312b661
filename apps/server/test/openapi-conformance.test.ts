import { randomUUID } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

/**
 * The published API description against the real server, the way schemathesis runs one (PyPI is out of
 * reach here, so this is its TypeScript cousin): every operation of /api/openapi.json gets requests
 * built from its own schemas, valid and invalid, as an administrator, as a user and without a token,
 * and every answer is checked as schemathesis checks it:
 *   not_a_server_error           no 5xx
 *   status_code_conformance      the status is documented for the operation
 *   content_type_conformance     the answer's media type is documented for that status
 *   response_schema_conformance  the body (each event, for streams) is valid against the documented
 *                                schema (ajv, JSON Schema 2020-12, formats checked)
 *   negative_data_rejection      a request the schema forbids is not answered 2xx
 *   positive_data_acceptance     a request the schema allows is not refused by the server's own input
 *                                validation (a 400 listing `errors`; business rules may still refuse)
 * Destructive calls (logout, deletes, codes, account changes) only ever get throw-away subjects.
 */
type Json = Record<string, any>;
type Role = 'admin' | 'user' | 'anon';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const validators = new Map<object, ReturnType<typeof ajv.compile>>();
function validator(schema: object) {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile(schema);
    validators.set(schema, v);
  }
  return v;
}

/** Seeded, so a failure is reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = ReturnType<typeof rng>;
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
const WORDS = ['leave', 'laptop', 'expense', 'Policy', 'access', 'réseau', 'BST', 'travel', 'O’Neil', '東京'];
let counter = 0;

/** A value valid against a JSON schema (as far as generation can tell; checked with ajv after). */
function generate(schema: Json, r: Rng, depth = 0): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return pick(r, schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const nonNull = branches.filter((b: Json) => b.type !== 'null');
    return generate(r() < 0.8 && nonNull.length ? pick(r, nonNull) : pick(r, branches), r, depth);
  }
  const type = Array.isArray(schema.type) ? pick(r, schema.type) : schema.type;
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return r() < 0.5;
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max =
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 50);
      const n = min + r() * (Math.min(max, min + 1e6) - min);
      return type === 'integer' ? Math.floor(n) : n;
    }
    case 'string': {
      if (schema.format === 'date-time') return new Date(Date.now() - Math.floor(r() * 1e9)).toISOString();
      if (schema.format === 'email') return `fuzz.${++counter}.${Math.floor(r() * 1e6)}@example.com`;
      if (schema.format === 'uuid') return randomUUID();
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? min + 30, min + 30);
      let text = '';
      while (text.length < min || (text.length < max && r() < 0.6))
        text += `${text ? ' ' : ''}${pick(r, WORDS)}`;
      text = text.slice(0, max).trim();
      return text.length >= min ? text : 'x'.repeat(min);
    }
    case 'array': {
      if (depth > 4) return [];
      const n = (schema.minItems ?? 0) + Math.floor(r() * 2);
      return Array.from({ length: Math.min(n, schema.maxItems ?? n) }, () =>
        generate(schema.items ?? {}, r, depth + 1),
      );
    }
    case 'object': {
      const out: Json = {};
      const required: string[] = schema.required ?? [];
      for (const [name, prop] of Object.entries<Json>(schema.properties ?? {})) {
        if (required.includes(name) || (depth < 4 && r() < 0.5)) out[name] = generate(prop, r, depth + 1);
      }
      const keys: string[] | undefined = schema.propertyNames?.enum;
      if (keys && typeof schema.additionalProperties === 'object')
        for (const key of keys.filter(() => r() < 0.3))
          out[key] = generate(schema.additionalProperties, r, depth + 1);
      return out;
    }
    default:
      return pick(r, ['text', 1, true]);
  }
}

/** Values the schema forbids, each with what is wrong, built from the schema and confirmed with ajv. */
function violations(schema: Json, valid: Json, r: Rng): { why: string; value: unknown }[] {
  const candidates: { why: string; value: unknown }[] = [
    { why: 'an array instead of an object', value: [1, 2, 3] },
    { why: 'a string instead of an object', value: 'not an object' },
    { why: 'null instead of an object', value: null },
  ];
  for (const name of (schema.required ?? []).slice(0, 2)) {
    const { [name]: _, ...rest } = valid;
    candidates.push({ why: `without required ${name}`, value: rest });
  }
  for (const [name, prop] of Object.entries<Json>(schema.properties ?? {})) {
    const base = { ...valid };
    const with_ = (why: string, value: unknown) =>
      candidates.push({ why: `${name}: ${why}`, value: { ...base, [name]: value } });
    const types = new Set([prop.type, ...(prop.anyOf ?? []).map((b: Json) => b.type)].flat());
    with_('wrong type', types.has('string') ? { nested: true } : 'wrong');
    if (prop.enum || prop.const !== undefined) with_('not an allowed value', 'zzz-not-allowed');
    if (typeof prop.maxLength === 'number') with_('too long', 'a'.repeat(prop.maxLength + 1));
    if (typeof prop.maximum === 'number') with_('too large', prop.maximum + 1);
    if (typeof prop.minimum === 'number') with_('too small', prop.minimum - 1);
    if (prop.format === 'email') with_('not an e-mail address', 'not-an-address');
  }
  const invalid = candidates.filter((c) => !validator(schema)(c.value));
  // Every structural one, and a sample of the per-property ones.
  return [
    ...invalid.slice(0, 3),
    ...invalid
      .slice(3)
      .filter(() => r() < 0.5)
      .slice(0, 5),
  ];
}

interface Operation {
  method: string;
  path: string;
  op: Json;
}
interface Case {
  role: Role;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  /** Sent as is (multipart, or a deliberately wrong content type). */
  raw?: { body: FormData | string; type?: string };
  negative?: string;
  token?: string;
}
interface Failure {
  check: string;
  operation: string;
  status: number;
  role: Role;
  request: string;
  detail: string;
}

let s: TestServer;
let doc: Json;
const tokens = {} as Record<'admin' | 'user', string>;
const ids: Json = {};
/** Subjects that calls may use up: throw-away users, units, documents, tokens. */
const pools: Record<string, string[]> = {
  users: [],
  units: [],
  documents: [],
  adminTokens: [],
  userTokens: [],
};

beforeAll(async () => {
  s = await startTestServer();
  tokens.admin = await s.login(...DEMO.admin);
  tokens.user = await s.login(...DEMO.user);
  doc = (await s.call('GET', '/api/openapi.json')).body;
  const me = (t: string) => s.call('GET', '/api/auth/me', { token: t }).then((r) => r.body);
  ids.jordan = (await me(tokens.user)).id;
  const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me&page_size=5', {
    token: tokens.user,
  });
  ids.ticket = mine.body.items[0].id;
  const form = new FormData();
  form.append('file', new Blob(['conformance\n']), 'note.txt');
  ids.attachment = (
    await s.call('POST', `/api/boost/tickets/${ids.ticket}/attachments`, { token: tokens.user, body: form })
  ).body.id;
  ids.notification =
    (await s.call('GET', '/api/notifications/recent?since=0', { token: tokens.user })).body[0]?.id ??
    randomUUID();
  const documents = await s.call('GET', '/api/documents', { token: tokens.user });
  ids.document = documents.body[0].id;
  ids.file = documents.body[0].id;
  for (let i = 0; i < 12; i++) {
    const created = await s.call('POST', '/api/admin/users', {
      token: tokens.admin,
      body: { name: `Fuzz Target ${i}`, email: `fuzz.target${i}@example.com`, role: 'user' },
    });
    pools.users?.push(created.body.id);
    if (i === 0) ids.loginCode = created.body.personal_code;
  }
  for (let i = 0; i < 6; i++) {
    const unit = await s.call('POST', '/api/boost/business-units', {
      token: tokens.admin,
      body: { name: `Fuzz Unit ${i}` },
    });
    pools.units?.push(unit.body.id);
  }
  for (let i = 0; i < 6; i++) {
    const upload = new FormData();
    upload.append('file', new Blob([`# Fuzz ${i}\n\nA throw-away document number ${i}.\n`]), `fuzz-${i}.txt`);
    upload.append('department', 'other');
    pools.documents?.push(
      (await s.call('POST', '/api/documents/upload', { token: tokens.admin, body: upload })).body.id,
    );
  }
  for (let i = 0; i < 6; i++) {
    pools.adminTokens?.push(
      (
        await s.call('POST', '/api/auth/login', {
          body: { email: DEMO.admin[0], personal_code: DEMO.admin[1] },
        })
      ).body.access_token,
    );
    pools.userTokens?.push(
      (
        await s.call('POST', '/api/auth/login', {
          body: { email: DEMO.user[0], personal_code: DEMO.user[1] },
        })
      ).body.access_token,
    );
  }
  ids.chatSession = randomUUID();
  const chat = await s.call('POST', '/api/chat/send', {
    token: tokens.user,
    body: { session_id: ids.chatSession, message: 'How many days of annual leave do I get?', stream: false },
  });
  ids.message = chat.body?.id ?? randomUUID();
}, 120_000);
afterAll(() => s?.stop());

const take = (pool: string) => pools[pool]?.shift() ?? randomUUID();

/** A real subject for a path parameter (or a throw-away one for calls that use it up). */
function pathValue(o: Operation, name: string): string {
  const p = o.path;
  if (/\/admin\/users\/\{id\}|\/boost\/users\/\{id\}/.test(p))
    return o.method === 'delete' ? take('users') : (pools.users?.at(-1) ?? randomUUID());
  if (p.includes('/business-units/'))
    return o.method === 'delete' ? take('units') : (pools.units?.at(-1) ?? randomUUID());
  if (p.startsWith('/api/documents/')) return take('documents');
  if (p.startsWith('/api/boost/tickets/')) return name === 'attachmentId' ? ids.attachment : ids.ticket;
  if (p.startsWith('/api/notifications/')) return ids.notification;
  if (p.startsWith('/api/chat/sessions/')) return p.endsWith('messages') ? ids.chatSession : randomUUID();
  if (p.startsWith('/api/boost/ticket-suggestions/')) return randomUUID();
  return randomUUID();
}

/** Realistic bodies that reach the success paths (random ones mostly stop at business rules). */
function example(o: Operation, role: Role): unknown {
  const key = `${o.method.toUpperCase()} ${o.path}`;
  const examples: Record<string, unknown> = {
    'POST /api/auth/login': { email: 'fuzz.target0@example.com', personal_code: ids.loginCode },
    'POST /api/notifications': {
      user_id: ids.jordan,
      ticket_id: ids.ticket,
      update_type: 'activity',
      message: 'Heads up',
    },
    'POST /api/boost/tickets': {
      support_department: 'IT',
      category: 'Access',
      subcategory: 'Password Reset',
      subject: 'IT - Access: conformance',
      description: '<p>From the conformance run</p>',
      classification: 'Incident',
      priority: 'medium',
      channel: 'Hub',
    },
    'PUT /api/boost/tickets/{id}': role === 'admin' ? { priority: 'high' } : { status: 'resolved' },
    'POST /api/boost/tickets/{id}/comments': { body: 'A comment from the conformance run' },
    'POST /api/boost/tickets/{id}/audit': { action: 'comment_added', description: 'Comment' },
    'PATCH /api/boost/tickets/{id}/boost-agent': { boost_agent_id: null },
    'POST /api/boost/ticket-suggestions': {
      subject: 'Annual leave carry over',
      support_department: 'HR/P&T',
    },
    'POST /api/boost/ticket-suggestions/{id}/opened': { document_id: ids.document },
    'PUT /api/boost/users/{id}': { name: 'Renamed Target' },
    'POST /api/boost/business-units': { name: `Unit ${++counter}` },
    'PUT /api/boost/business-units/{id}': { status: 'Inactive' },
    'POST /api/admin/users': { name: 'New Person', email: `new.${++counter}@example.com`, role: 'user' },
    'PUT /api/admin/users/{id}': { department: 'IT' },
    'PUT /api/admin/users/{id}/permissions': { permissions: { export_reports: true } },
    'PUT /api/admin/system-settings': { response_cache_hours: 24 },
    'PUT /api/documents/{id}/reject': { notes: 'Not needed' },
    // Streamed for the administrator, one JSON answer for the user.
    'POST /api/chat/send': {
      session_id: randomUUID(),
      message: 'How do I claim travel expenses?',
      ...(role === 'user' ? { stream: false } : {}),
    },
    'POST /api/chat/feedback': { message_id: ids.message, rating: 'up' },
  };
  return examples[key];
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths))
    for (const [method, op] of Object.entries<Json>(item)) out.push({ method, path, op });
  return out;
}

function requestSchema(o: Operation): { type: string; schema: Json } | undefined {
  const content = o.op.requestBody?.content as Json | undefined;
  if (!content) return undefined;
  const [type, media] = Object.entries<Json>(content)[0] ?? [];
  return type && media ? { type, schema: media.schema } : undefined;
}

function casesFor(o: Operation, seed: number): Case[] {
  const r = rng(seed);
  const cases: Case[] = [];
  const pathParams = (o.op.parameters ?? []).filter((p: Json) => p.in === 'path');
  const queryParams = (o.op.parameters ?? []).filter((p: Json) => p.in === 'query');
  const params = () => Object.fromEntries(pathParams.map((p: Json) => [p.name, pathValue(o, p.name)]));
  const query = (mode: 'none' | 'random') => {
    const q: Record<string, string> = {};
    if (mode === 'random')
      for (const p of queryParams)
        if (p.required || r() < 0.5) {
          const v = generate(p.schema, r);
          if (v !== null && typeof v !== 'object') q[p.name] = String(v);
        }
    return q;
  };
  const body = requestSchema(o);
  for (const role of ['admin', 'user'] as const) {
    if (body?.type === 'multipart/form-data') {
      const file = new FormData();
      file.append('file', new Blob([`conformance ${++counter}\n`]), `conformance-${counter}.txt`);
      file.append('department', 'other');
      cases.push({ role, params: params(), query: {}, raw: { body: file } });
      const empty = new FormData();
      empty.append('department', 'other');
      cases.push({ role, params: params(), query: {}, raw: { body: empty }, negative: 'without the file' });
      continue;
    }
    const ex = example(o, role);
    if (ex !== undefined || !body) cases.push({ role, params: params(), query: query('none'), body: ex });
    for (let i = 0; i < 2; i++) {
      const generated = body ? generate(body.schema, r) : undefined;
      if (body && !validator(body.schema)(generated)) continue;
      cases.push({ role, params: params(), query: query('random'), body: generated });
    }
    for (const p of queryParams) {
      const bad =
        p.schema.enum || p.schema.anyOf
          ? 'zzz-not-allowed'
          : p.schema.type === 'integer' || p.schema.type === 'number'
            ? 'not-a-number'
            : undefined;
      if (bad && validator(p.schema)(bad) === false && r() < 0.6)
        cases.push({
          role,
          params: params(),
          query: { [p.name]: bad },
          body: ex,
          negative: `query ${p.name}=${bad}`,
        });
    }
    if (body) {
      const base = (ex ?? generate(body.schema, r)) as Json;
      for (const v of violations(body.schema, base && typeof base === 'object' ? base : {}, r))
        cases.push({ role, params: params(), query: {}, body: v.value, negative: v.why });
    }
  }
  // Without a token, and a JSON body sent as plain text.
  cases.push({ role: 'anon', params: params(), query: query('none'), body: example(o, 'admin') });
  if (body?.type === 'application/json')
    cases.push({
      role: 'admin',
      params: params(),
      query: {},
      raw: { body: JSON.stringify(example(o, 'admin') ?? {}), type: 'text/plain' },
    });
  return cases;
}

async function send(o: Operation, c: Case): Promise<{ status: number; type: string; text: string }> {
  let path = o.path;
  for (const [k, v] of Object.entries(c.params)) path = path.replace(`{${k}}`, encodeURIComponent(v));
  const query = new URLSearchParams(c.query);
  const destructiveToken = o.path === '/api/auth/logout' && c.role !== 'anon';
  const token =
    c.role === 'anon'
      ? undefined
      : destructiveToken
        ? take(c.role === 'admin' ? 'adminTokens' : 'userTokens')
        : tokens[c.role];
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: FormData | string | undefined;
  const schema = requestSchema(o);
  if (c.raw) {
    body = c.raw.body;
    if (c.raw.type) headers['content-type'] = c.raw.type;
  } else if (c.body !== undefined && schema) {
    if (schema.type === 'application/x-www-form-urlencoded') {
      headers['content-type'] = schema.type;
      body = new URLSearchParams(
        Object.entries((c.body ?? {}) as Json).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.body);
    }
  }
  const qs = query.toString();
  const controller = new AbortController();
  const res = await fetch(`${s.base}${path}${qs ? `?${qs}` : ''}`, {
    method: o.method.toUpperCase(),
    headers,
    body,
    signal: controller.signal,
  });
  const type = res.headers.get('content-type') ?? '';
  let text = '';
  if (type.startsWith('text/event-stream') && o.path.endsWith('/stream')) {
    // The notification stream never ends: read its first event.
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    controller.abort();
  } else text = await res.text();
  return { status: res.status, type, text };
}

function check(o: Operation, c: Case, res: { status: number; type: string; text: string }): Failure[] {
  const failures: Failure[] = [];
  const operation = `${o.method.toUpperCase()} ${o.path}`;
  const request = JSON.stringify({ params: c.params, query: c.query, body: c.raw ? '(raw)' : c.body }).slice(
    0,
    300,
  );
  const fail = (name: string, detail: string) =>
    failures.push({ check: name, operation, status: res.status, role: c.role, request, detail });
  if (res.status >= 500) fail('not_a_server_error', res.text.slice(0, 200));
  if (c.negative && res.status < 300) fail('negative_data_rejection', `accepted ${c.negative}`);
  // The server's schema validation (a 400 listing `errors`) refusing a request the document allows: the
  // document describes looser input than the server takes (e-mails documented as plain strings).
  // Only a body the document allows counts (the generator does not follow `if`/`then` rules).
  const documentedBody = requestSchema(o)?.schema;
  const allowed = c.body === undefined || !documentedBody || validator(documentedBody)(c.body);
  if (
    !c.negative &&
    !c.raw &&
    allowed &&
    c.role !== 'anon' &&
    res.status === 400 &&
    /"errors":\[/.test(res.text)
  )
    fail('positive_data_acceptance', `refused by the server's validation: ${res.text.slice(0, 200)}`);
  const documented = o.op.responses?.[String(res.status)];
  if (!documented) {
    fail('status_code_conformance', `undocumented; documented: ${Object.keys(o.op.responses).join(',')}`);
    return failures;
  }
  const content = documented.content as Json | undefined;
  if (!content) return failures;
  const base = res.type.split(';')[0]?.trim() ?? '';
  const media = content[base];
  if (!media) {
    fail(
      'content_type_conformance',
      `${res.type || '(none)'}; documented: ${Object.keys(content).join(', ')}`,
    );
    return failures;
  }
  const validate =
    media.schema &&
    Object.keys(media.schema).length > 0 &&
    base !== 'application/octet-stream' &&
    media.schema.format !== 'binary'
      ? validator(media.schema)
      : undefined;
  if (!validate) return failures;
  const bodies: unknown[] = [];
  try {
    if (base === 'text/event-stream') {
      for (const line of res.text.split('\n'))
        if (line.startsWith('data:')) bodies.push(JSON.parse(line.slice(5)));
    } else bodies.push(JSON.parse(res.text));
  } catch {
    fail('response_schema_conformance', `not JSON: ${res.text.slice(0, 120)}`);
    return failures;
  }
  for (const b of bodies)
    if (!validate(b))
      fail(
        'response_schema_conformance',
        `${ajv.errorsText(validate.errors)}; body ${JSON.stringify(b).slice(0, 200)}`,
      );
  return failures;
}

describe('the OpenAPI document describes what the server answers', () => {
  it('every operation, valid and invalid requests, as admin, user and anonymous', async () => {
    const started = performance.now();
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    // Sign-in last: its failures count towards the address lock-out.
    ops.sort((a, b) => Number(a.path === '/api/auth/login') - Number(b.path === '/api/auth/login'));
    const failures: Failure[] = [];
    let requests = 0;
    const statuses: Record<number, number> = {};
    let next = 0;
    // Four operations at a time; each operation's cases in order.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (;;) {
          const o = ops[next++];
          if (!o) return;
          for (const c of casesFor(o, next * 7919)) {
            const res = await send(o, c);
            requests++;
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
            failures.push(...check(o, c, res));
          }
        }
      }),
    );
    const distinct = new Map<string, Failure>();
    for (const f of failures)
      distinct.set(
        `${f.check} ${f.operation} ${f.status}`,
        distinct.get(`${f.check} ${f.operation} ${f.status}`) ?? f,
      );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.info(
      `conformance: ${ops.length} operations, ${requests} requests in ${seconds} s, statuses ${JSON.stringify(statuses)}, ${failures.length} failures, ${distinct.size} distinct`,
    );
    expect(
      [...distinct.values()].map(
        (f) => `${f.check}: ${f.operation} -> ${f.status} as ${f.role}: ${f.detail} (request ${f.request})`,
      ),
    ).toEqual([]);
    // Every kind of answer was seen: successes, refusals, missing things, bad input, no token.
    expect(Object.keys(statuses)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '403', '404']));
  }, 180_000);
});
