/**
 * The planner page's state: a planner-engine PlannerState advanced only by engine commands, plus
 * a transient preview scheme shown while a drag is under way (the drag's end commits one command,
 * so a whole drag is one undo entry).
 */
import {
  applyCommand,
  type Catalogue,
  type Command,
  createCatalogue,
  createPlannerState,
  type PlannerState,
  type Product,
  type Scheme,
} from '@optics-toolbox/planner-engine';
import { useCallback, useMemo, useRef, useState } from 'react';

export interface PlannerStore {
  readonly state: PlannerState;
  /** The scheme to draw: the drag preview when there is one, else the state's scheme. */
  readonly shown: Scheme;
  readonly catalogue: Catalogue;
  dispatch(command: Command): void;
  /** Sets the drag preview (null ends it). */
  setPreview(scheme: Scheme | null): void;
  /** Updates the saved scheme's code, id and creation date without touching the history. */
  setSavedIdentity(identity: Pick<Scheme, 'name' | 'id' | 'created'>): void;
  /** The latest state, for event handlers that outlive a render. */
  current(): PlannerState;
}

export function usePlanner(products: readonly Product[]): PlannerStore {
  const catalogue = useMemo(() => createCatalogue(products), [products]);
  const [state, setState] = useState<PlannerState>(() => createPlannerState());
  const [preview, setPreview] = useState<Scheme | null>(null);
  const ref = useRef({ state, catalogue });
  ref.current.catalogue = catalogue;
  ref.current.state = state;

  const dispatch = useCallback((command: Command) => {
    // Advance from the latest state synchronously, so quick key repeats never read a stale one.
    const next = applyCommand(ref.current.state, command, ref.current.catalogue);
    if (next === ref.current.state) return;
    ref.current.state = next;
    setState(next);
  }, []);

  const setSavedIdentity = useCallback((identity: Pick<Scheme, 'name' | 'id' | 'created'>) => {
    const s = ref.current.state;
    const next = { ...s, scheme: { ...s.scheme, ...identity } };
    ref.current.state = next;
    setState(next);
  }, []);

  const current = useCallback(() => ref.current.state, []);

  return {
    state,
    shown: preview ?? state.scheme,
    catalogue,
    dispatch,
    setPreview,
    setSavedIdentity,
    current,
  };
}
