import { z } from 'zod';

/** Roles are granted and enforced by the server (DELTAS row 1); the client only hides. */
export const UserRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The signed-in user as `GET /auth/user` returns it (spec part 1 §3 User, plus id and role). */
export const UserSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullish(),
  role: UserRoleSchema,
  safetyScore: z.number(),
});
export type User = z.infer<typeof UserSchema>;
