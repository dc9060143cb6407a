import {
  APP_INFO_DEFAULT,
  appInfoBodySchema,
  type AppInfo,
  type AppInfoBody,
} from '../../../contract/app-info';
import type { Db } from '../../db/client';
import { readSetting, writeSetting, type StoredSetting } from '../../platform/stored-setting';

/** The `app_settings` key of the app's current version. */
export const APP_INFO_KEY = 'appInfo';

const present = ({ value, updatedAt }: StoredSetting<AppInfoBody>): AppInfo => ({
  ...value,
  updatedAt,
});

/** The stored version, or the default before anyone wrote one. */
export async function readAppInfo(tx: Db): Promise<AppInfo> {
  return present(await readSetting(tx, APP_INFO_KEY, appInfoBodySchema, APP_INFO_DEFAULT));
}

export async function writeAppInfo(tx: Db, body: AppInfoBody): Promise<AppInfo> {
  return present(await writeSetting(tx, APP_INFO_KEY, body));
}
