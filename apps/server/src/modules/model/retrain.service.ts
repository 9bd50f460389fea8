import { randomBytes } from 'node:crypto';
import type { RetrainJob } from '@scambuddy/contracts';
import { modelFromArtifacts } from '@scambuddy/engine';
import type { Clock } from '../../adapters/clock.js';
import type { CandidateTrainer } from './candidate-trainer.js';
import { decideCandidate, figuresOf, type ModelFigures } from './candidate-decision.js';
import type { ModelHolder } from './model-holder.js';
import type { ModelRepository } from './model.repository.js';

export interface RetrainServiceDeps {
  repository: ModelRepository;
  holder: ModelHolder;
  clock: Clock;
  /** ENGINE_CORPUS_DIR, or null: retrain from the derived examples committed with the model. */
  corpusDir: string | null;
  trainer: CandidateTrainer;
  /** Judges a candidate; tests inject a stricter or looser one. */
  decide?: typeof decideCandidate;
  onError?: (error: unknown) => void;
}

/** Jobs are kept in memory for the life of this instance; the versions they make are in the database. */
const MAX_JOBS_KEPT = 20;

const newId = (): string => randomBytes(12).toString('base64url');

const asMetrics = (figures: ModelFigures | null): Record<string, number> =>
  figures === null ? {} : { ...figures };

export type RetrainService = ReturnType<typeof createRetrainService>;

export function createRetrainService(deps: RetrainServiceDeps) {
  const jobs = new Map<string, RetrainJob>();
  let running: Promise<void> | null = null;
  let runningJobId: string | null = null;

  function update(id: string, change: Partial<RetrainJob>): void {
    const job = jobs.get(id);
    if (job) jobs.set(id, { ...job, ...change });
  }

  function finish(id: string, change: Partial<RetrainJob>): void {
    update(id, {
      ...change,
      stage: 'done',
      progress: 1,
      finishedAt: deps.clock.now().toISOString(),
    });
  }

  async function run(id: string): Promise<void> {
    const feedback = await deps.repository.feedbackExamples();
    const trained = await deps.trainer(
      { corpusDir: deps.corpusDir, feedback, trainedAt: deps.clock.now().toISOString() },
      (stage, progress) => update(id, { stage, progress }),
    );
    update(id, { stage: 'deciding', progress: 0.99 });
    const reference = figuresOf(deps.holder.current().metadata);
    const candidate: ModelFigures = {
      auc: trained.heldBack.auc,
      scamsHigh: trained.heldBack.scamsHigh,
      legitHigh: trained.heldBack.legitHigh,
      scamsLow: trained.heldBack.scamsLow,
    };
    const decision = (deps.decide ?? decideCandidate)(candidate, reference);
    const versionId = newId();
    await deps.repository.insertVersion({
      id: versionId,
      version: trained.model.metadata.version,
      status: decision.accept ? 'accepted' : 'refused',
      metrics: asMetrics(candidate),
      referenceMetrics: asMetrics(reference),
      baseExamples: trained.baseExamples,
      feedbackExamples: trained.feedbackExamples,
      reason: decision.reason,
      artifact: decision.accept
        ? { metadata: trained.model.metadata, weightBytes: trained.weightBytes }
        : null,
      createdAt: deps.clock.now(),
    });
    if (decision.accept) deps.holder.swap(trained.model, 'retrained');
    finish(id, {
      status: decision.accept ? 'accepted' : 'refused',
      message: `${trained.model.metadata.version}: ${decision.reason} Trained on ${trained.baseExamples} base examples (${trained.baseOrigin}) and ${trained.feedbackExamples} feedback labels.`,
      modelVersionId: versionId,
    });
  }

  return {
    /**
     * Starts a retraining and answers at once. One at a time per instance: while one runs, asking
     * again returns that job rather than starting a second (a double click must not train twice).
     */
    start(): RetrainJob {
      const current = runningJobId === null ? undefined : jobs.get(runningJobId);
      if (current) return current;
      const job: RetrainJob = {
        id: newId(),
        status: 'running',
        stage: 'reading',
        progress: 0,
        message: 'Retraining started.',
        startedAt: deps.clock.now().toISOString(),
        finishedAt: null,
        modelVersionId: null,
      };
      jobs.set(job.id, job);
      runningJobId = job.id;
      for (const key of [...jobs.keys()].slice(0, Math.max(0, jobs.size - MAX_JOBS_KEPT))) {
        jobs.delete(key);
      }
      running = run(job.id)
        .catch((error: unknown) => {
          deps.onError?.(error);
          finish(job.id, {
            status: 'failed',
            message: `Retraining failed: ${error instanceof Error ? error.message : String(error)}`,
          });
        })
        .finally(() => {
          running = null;
          runningJobId = null;
        });
      return job;
    },

    get(id: string): RetrainJob | undefined {
      return jobs.get(id);
    },

    /** Resolves when the running job (if any) has finished; for shutdown and tests. */
    async idle(): Promise<void> {
      await running;
    },

    /** Loads the active retrained version, if any, so a restart keeps the accepted model. */
    async restoreActive(): Promise<void> {
      const artifact = await deps.repository.activeArtifact();
      if (artifact === null) return;
      deps.holder.swap(modelFromArtifacts(artifact.metadata, artifact.weightBytes), 'retrained');
    },
  };
}
