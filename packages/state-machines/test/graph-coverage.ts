import { getAdjacencyMap, getStateNodes } from '@xstate/graph';
import {
  type AnyActorScope,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
} from 'xstate';

/** The initial state chain (entered at start, even when an eventless transition leaves it at once). */
function initialChain(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [node];
  if (node.type === 'parallel')
    for (const child of Object.values(node.states)) out.push(...initialChain(child as AnyStateNode));
  const initial = (node.initial as unknown as { target?: AnyStateNode[] } | undefined)?.target;
  for (const child of initial ?? []) out.push(...initialChain(child));
  return out;
}

/** 'guard hasChanges -> #ticketEdit.saving' style text of one transition, for failure messages. */
function describe(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as unknown;
  const guardName =
    typeof guard === 'string'
      ? guard
      : typeof guard === 'object' && guard !== null && 'type' in guard
        ? String((guard as { type: unknown }).type)
        : typeof guard === 'function'
          ? 'inline guard'
          : '';
  const targets = transition.target?.map((t) => `#${t.id}`).join(',') ?? 'no target';
  return `${guardName ? `guard ${guardName} ` : ''}-> ${targets}`;
}

/**
 * Graph coverage of a machine: explores every snapshot reachable with the machine's own event
 * types (taken from its transitions, including `xstate.done.actor.*`, `xstate.error.actor.*` and
 * `xstate.after.*`), with the payload variants given per type, and records the transitions the
 * interpreter actually took in each microstep (from its `@xstate.microstep` inspection events).
 * Every declared transition counts on its own: each entry of a state node's list for an event
 * (so each guarded branch and each `onDone` branch), and each `always` entry. A handler on a
 * parent gets no credit when a child's handler takes the event. Fails when a state node is never
 * reached or a declared transition is never taken.
 */
export function expectFullGraphCoverage(
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    /** Several inputs, each explored from its own initial snapshot (for machines that start by input). */
    inputs?: unknown[];
    /** Payload variants per event type; a type not listed is sent as `{ type }`. */
    events?: Record<string, AnyEventObject[]>;
    /** Groups snapshots whose context differs in ways that do not matter (keeps the graph finite). */
    serialize?: (snapshot: { value: unknown; context: unknown }) => string;
    /**
     * Transitions that cannot be taken by design: 'stateId|eventType#index' for one entry, or
     * 'stateId|eventType' for all entries of that event ('always' for eventless ones).
     */
    exclude?: string[];
  } = {},
) {
  const nodes = [machine.root, ...(getStateNodes(machine.root) as AnyStateNode[])];
  // Each declared transition, keyed by identity: the interpreter hands out these same objects.
  const declared = new Map<AnyTransitionDefinition, { key: string; group: string; text: string }>();
  const eventTypes = new Set<string>();
  const declare = (node: AnyStateNode, eventType: string, list: readonly AnyTransitionDefinition[]) => {
    list.forEach((transition, index) => {
      const group = `${node.id}|${eventType}`;
      declared.set(transition, { key: `${group}#${index}`, group, text: describe(transition) });
    });
  };
  for (const node of nodes) {
    for (const [eventType, transitions] of node.transitions) {
      if (eventType === '*' || transitions.length === 0) continue;
      eventTypes.add(eventType);
      declare(node, eventType, transitions);
    }
    declare(node, 'always', node.always ?? []);
  }
  const allEvents: AnyEventObject[] = [...eventTypes].flatMap((type) => options.events?.[type] ?? [{ type }]);

  const reached = new Set<string>(initialChain(machine.root).map((n) => n.id));
  const taken = new Set<string>();
  const unknown = new Set<string>();
  // The stand-in scope @xstate/graph uses (actors are not run), with a system whose inspection
  // events report each microstep's snapshot and the transitions it took.
  const empty = createEmptyActor();
  empty.system.inspect((event) => {
    if (event.type !== '@xstate.microstep') return;
    const step = event as unknown as {
      snapshot: { _nodes: AnyStateNode[] };
      _transitions: AnyTransitionDefinition[];
    };
    for (const node of step.snapshot._nodes) reached.add(node.id);
    for (const transition of step._transitions) {
      const entry = declared.get(transition);
      if (entry) taken.add(entry.key);
      else unknown.add(`${transition.source.id}|${transition.eventType}`);
    }
  });
  const scope = {
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
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event) => machine.transition(snapshot, event, scope);
  logic.getInitialSnapshot = (_scope, input) => machine.getInitialSnapshot(scope, input);

  let snapshots = 0;
  for (const input of options.inputs ?? [options.input]) {
    const adjacency = getAdjacencyMap(
      logic as never,
      {
        input,
        events: allEvents,
        serializeState: (snapshot: { value: unknown; context: unknown }) =>
          options.serialize
            ? options.serialize(snapshot)
            : JSON.stringify({ value: snapshot.value, context: snapshot.context }),
        limit: 20_000,
      } as never,
    ) as unknown as Record<string, { state: unknown; transitions: Record<string, { state: unknown }> }>;
    snapshots += Object.keys(adjacency).length;
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const node of (state as { _nodes: AnyStateNode[] })._nodes) reached.add(node.id);
      for (const step of Object.values(transitions))
        for (const node of (step.state as { _nodes: AnyStateNode[] })._nodes) reached.add(node.id);
    }
  }

  const excluded = new Set(options.exclude ?? []);
  const unreached = nodes.map((n) => n.id).filter((id) => !reached.has(id));
  const untaken = [...declared.values()]
    .filter(({ key, group }) => !taken.has(key) && !excluded.has(key) && !excluded.has(group))
    .map(({ key, text }) => `${key} (${text})`);
  if (unreached.length > 0 || untaken.length > 0 || unknown.size > 0) {
    throw new Error(
      `Graph coverage of '${machine.id}': unreached states [${unreached.join(', ')}]; untaken transitions [${untaken.join(', ')}]` +
        (unknown.size > 0 ? `; undeclared transitions taken [${[...unknown].join(', ')}]` : ''),
    );
  }
  return { states: reached.size, transitions: taken.size, snapshots };
}
