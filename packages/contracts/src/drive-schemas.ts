// Zod schemas of a game's drives; their meaning and words are in ./drive (no zod, for the browser).
import { z } from 'zod';
import { DRIVE_RESULTS, type CompletedDrive, type CurrentDrive, type DriveMoment } from './drive';

/** Longer than any game could run: a junk elapsed time is refused, not shown. */
const MAX_DRIVE_SECONDS = 60 * 60;

export const DriveMomentSchema = z.object({
  period: z.number().int().min(1).optional(),
  clock: z.string().min(1).optional(),
  yardLine: z.number().min(0).max(100).optional(),
}) satisfies z.ZodType<DriveMoment>;

const driveNumbers = {
  teamId: z.string().min(1).optional(),
  plays: z.number().int().min(0),
  // a drive can lose ground (sacks, penalties) but never more than the field
  yards: z.number().int().min(-100).max(100),
  elapsedSeconds: z.number().min(0).max(MAX_DRIVE_SECONDS).optional(),
};

/** The drive under way on a live game; its rules and words are in ./drive. */
export const CurrentDriveSchema = z.object({
  ...driveNumbers,
  start: DriveMomentSchema.optional(),
}) satisfies z.ZodType<CurrentDrive>;

/** A drive that ended, for the play-by-play feed. */
export const CompletedDriveSchema = z.object({
  id: z.string().min(1),
  ...driveNumbers,
  result: z.enum(DRIVE_RESULTS).optional(),
  endPlayId: z.string().min(1).optional(),
  start: DriveMomentSchema.optional(),
  end: DriveMomentSchema.optional(),
}) satisfies z.ZodType<CompletedDrive>;
