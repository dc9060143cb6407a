import { z } from 'zod';

export const currentDateResponseSchema = z.object({ currentDate: z.iso.datetime() });

export const appSettingsSchema = z.object({ testLevelDurationInMin: z.number().int().min(1) });
export type AppSettings = z.infer<typeof appSettingsSchema>;
