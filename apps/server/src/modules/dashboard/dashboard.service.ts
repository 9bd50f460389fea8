import {
  buildDashboardStats,
  type DashboardPayload,
  type HistoryPayload,
} from '@scambuddy/contracts';
import type { Orm } from '../../db/database.js';
import type { SessionUser } from '../auth/session-store.js';
import { loadPersonalActivity } from './dashboard.repository.js';

export interface DashboardService {
  dashboard(user: SessionUser): Promise<DashboardPayload>;
  history(userId: string): Promise<HistoryPayload>;
  /** The score shown in the navigation chip (`GET /auth/user`), from the same rules. */
  safetyScore(userId: string): Promise<number>;
}

/** Loads the person's stored data and applies the rules of packages/contracts (no numbers made up here). */
export function createDashboardService(orm: Orm): DashboardService {
  return {
    async dashboard(user) {
      const activity = await loadPersonalActivity(orm, user.id);
      const { stats, recentAnalyses } = buildDashboardStats(activity);
      return {
        user: { ...user, safetyScore: stats.safetyScore },
        stats,
        recentAnalyses,
      };
    },
    async history(userId) {
      const { analyses } = await loadPersonalActivity(orm, userId);
      return { analyses };
    },
    async safetyScore(userId) {
      const activity = await loadPersonalActivity(orm, userId);
      return buildDashboardStats(activity).stats.safetyScore;
    },
  };
}
