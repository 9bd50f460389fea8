import type { EngineModel } from '@scambuddy/engine';

/**
 * The running engine model, swappable: the analysis service asks for `current()` on every
 * analysis, so an accepted retraining takes effect on the next request without a restart.
 * (The model is handed to the engine with each analysis, so one analysis never sees two models.)
 */
export interface ModelHolder {
  current(): EngineModel;
  origin(): 'committed' | 'retrained';
  swap(model: EngineModel, origin: 'committed' | 'retrained'): void;
}

export function createModelHolder(initial: EngineModel): ModelHolder {
  let model = initial;
  let modelOrigin: 'committed' | 'retrained' = 'committed';
  return {
    current: () => model,
    origin: () => modelOrigin,
    swap(next, nextOrigin) {
      model = next;
      modelOrigin = nextOrigin;
    },
  };
}

/** The model to analyse with now, whether the caller was given a fixed model or the holder. */
export function currentModel(model: EngineModel | Pick<ModelHolder, 'current'>): EngineModel {
  return 'current' in model ? model.current() : model;
}
