import { getAdjacencyMap, getStateNodes } from '@xstate/graph';
import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  createEmptyActor,
} from 'xstate';

/** The same stand-in scope @xstate/graph uses, so microsteps can be replayed without running actors. */
function mockScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** The initial state chain (entered at start, even when an eventless transition leaves it at once). */
function initialChain(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [node];
  if (node.type === 'parallel')
    for (const child of Object.values(node.states)) out.push(...initialChain(child as AnyStateNode));
  const initial = (node.initial as unknown as { target?: AnyStateNode[] } | undefined)?.target;
  for (const child of initial ?? []) out.push(...initialChain(child));
  return out;
}

/**
 * Graph coverage of a machine: explores every snapshot reachable with the machine's own event
 * types (taken from its transitions, including `xstate.done.actor.*`, `xstate.error.actor.*` and
 * `xstate.after.*`), with the payload variants given per type. Fails when a state node is never
 * reached or a declared transition (state node x event type) is never taken.
 */
export function expectFullGraphCoverage(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    /** Payload variants per event type; a type not listed is sent as `{ type }`. */
    events?: Record<string, AnyEventObject[]>;
    /** Groups snapshots whose context differs in ways that do not matter (keeps the graph finite). */
    serialize?: (snapshot: { value: unknown; context: unknown }) => string;
    /** Transitions that cannot be taken by design, as 'stateId|eventType'. */
    exclude?: string[];
  } = {},
) {
  const nodes = [machine.root, ...(getStateNodes(machine.root) as AnyStateNode[])];
  const declared = new Set<string>();
  const eventTypes = new Set<string>();
  for (const node of nodes) {
    for (const [eventType, transitions] of node.transitions) {
      if (eventType === '*' || transitions.length === 0) continue;
      eventTypes.add(eventType);
      declared.add(`${node.id}|${eventType}`);
    }
  }
  const allEvents: AnyEventObject[] = [...eventTypes].flatMap((type) => options.events?.[type] ?? [{ type }]);
  const adjacency = getAdjacencyMap(
    machine as never,
    {
      input: options.input,
      events: allEvents,
      serializeState: (snapshot: { value: unknown; context: unknown }) =>
        options.serialize
          ? options.serialize(snapshot)
          : JSON.stringify({ value: snapshot.value, context: snapshot.context }),
      limit: 20_000,
    } as never,
  ) as Record<string, { state: unknown; transitions: Record<string, unknown> }>;

  const reached = new Set<string>(initialChain(machine.root).map((n) => n.id));
  const taken = new Set<string>();
  const scope = mockScope();
  for (const { state, transitions } of Object.values(adjacency)) {
    const active = (state as { _nodes: AnyStateNode[] })._nodes;
    for (const node of active) reached.add(node.id);
    for (const [, step] of Object.entries(transitions)) {
      const event = (step as { event: AnyEventObject }).event;
      const next = (step as { state: { _nodes: AnyStateNode[]; context: unknown; value: unknown } }).state;
      for (const node of next._nodes) reached.add(node.id);
      // States passed through by eventless transitions never rest in a snapshot; the microsteps show them.
      const micro = machine.microstep(state as never, event, scope) as Array<{ _nodes: AnyStateNode[] }>;
      for (const step of micro) for (const node of step._nodes) reached.add(node.id);
      // An enabled transition yields at least one microstep (re-entering ones included); a blocked one none.
      if (micro.length === 0) continue;
      for (const node of active)
        if (declared.has(`${node.id}|${event.type}`)) taken.add(`${node.id}|${event.type}`);
    }
  }
  const excluded = new Set(options.exclude ?? []);
  const unreached = nodes.map((n) => n.id).filter((id) => !reached.has(id));
  const untaken = [...declared].filter((key) => !taken.has(key) && !excluded.has(key));
  if (unreached.length > 0 || untaken.length > 0) {
    throw new Error(
      `Graph coverage of '${machine.id}': unreached states [${unreached.join(', ')}]; untaken transitions [${untaken.join(', ')}]`,
    );
  }
  return { states: reached.size, transitions: taken.size, snapshots: Object.keys(adjacency).length };
}
