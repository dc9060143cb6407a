import { ACCOUNT_MESSAGES } from './accounts';
import { APP_INFO_MESSAGES } from './app-info';
import { APP_LANGUAGE_MESSAGES } from './app-language-constants';
import { TRANSLATION_FILE_MESSAGES } from './app-language-translations';
import { ASSESSMENT_MESSAGES } from './assessment-constants';
import { ASSIGNMENT_MESSAGES } from './assignment-constants';
import { AUDIT_MESSAGES } from './audit';
import { CLASS_MESSAGES } from './classes';
import { CURRICULUM_MESSAGES } from './curriculum-constants';
import { DATE_MESSAGES } from './dates';
import { FIELD_MESSAGES } from './field-messages';
import {
  INVITATION_MESSAGES,
  ROW_ERROR_MESSAGES,
  SPREADSHEET_MESSAGES,
} from './invitation-constants';
import { LIVE_CLASS_MESSAGES } from './live-class-constants';
import { LIVE_CLASS_BULK_MESSAGES, LIVE_CLASS_ROW_ERROR_MESSAGES } from './live-classes-bulk';
import { MEDIA_MESSAGES } from './media-constants';
import { MEETING_MESSAGES } from './meetings';
import { MESSAGES } from './messages';
import { ORGANIZATION_MESSAGES } from './organizations';
import { PEOPLE_MESSAGES } from './people';
import { PLAN_MESSAGES } from './plan-constants';
import { PLATFORM_OVERVIEW_MESSAGES } from './platform-overview-constants';
import { REPORT_MESSAGES } from './report-constants';
import { REWARD_MESSAGES } from './rewards';
import { ROLE_MESSAGES } from './roles';
import { TRASH_MESSAGES } from './trash';
import { IMPORT_MESSAGES } from './imports';
import { SETUP_MESSAGES } from './setup-constants';
import { SOUND_MESSAGES } from './sounds';
import { STORY_MESSAGES } from './story-constants';
import { STUDENT_MESSAGES } from './students';
import { APP_SETTINGS_MESSAGES, SUCCESS_RANGE_MESSAGES } from './success-ranges';
import { TEACHER_MESSAGES } from './teacher-constants';
import { TRANSLATE_MESSAGES } from './translate';
import { templatePattern, type MessageParams, type TemplatedMessage } from './message-template';

/**
 * Every message the services send, each under its code: `<group>.<name>` (and `.<form>` for a
 * form of a templated message). A client finds the code of a message it received with
 * `identifyMessage` and says it in its own language by that code; the console does so for
 * Arabic (src/i18n/server-messages-ar.json).
 */
const GROUPS = {
  general: MESSAGES,
  fields: FIELD_MESSAGES,
  dates: DATE_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  organizations: ORGANIZATION_MESSAGES,
  roles: ROLE_MESSAGES,
  trash: TRASH_MESSAGES,
  imports: IMPORT_MESSAGES,
  people: PEOPLE_MESSAGES,
  students: STUDENT_MESSAGES,
  teachers: TEACHER_MESSAGES,
  classes: CLASS_MESSAGES,
  invitations: INVITATION_MESSAGES,
  spreadsheets: SPREADSHEET_MESSAGES,
  importRows: ROW_ERROR_MESSAGES,
  media: MEDIA_MESSAGES,
  curriculum: CURRICULUM_MESSAGES,
  assessment: ASSESSMENT_MESSAGES,
  assignments: ASSIGNMENT_MESSAGES,
  liveClasses: LIVE_CLASS_MESSAGES,
  liveClassImports: LIVE_CLASS_BULK_MESSAGES,
  liveClassImportRows: LIVE_CLASS_ROW_ERROR_MESSAGES,
  meetings: MEETING_MESSAGES,
  plans: PLAN_MESSAGES,
  stories: STORY_MESSAGES,
  sounds: SOUND_MESSAGES,
  rewards: REWARD_MESSAGES,
  successRanges: SUCCESS_RANGE_MESSAGES,
  appSettings: APP_SETTINGS_MESSAGES,
  appInfo: APP_INFO_MESSAGES,
  languages: APP_LANGUAGE_MESSAGES,
  translationFiles: TRANSLATION_FILE_MESSAGES,
  translate: TRANSLATE_MESSAGES,
  reports: REPORT_MESSAGES,
  platformOverview: PLATFORM_OVERVIEW_MESSAGES,
  setup: SETUP_MESSAGES,
  audit: AUDIT_MESSAGES,
};

/** One message of the catalogue: fixed text, or one form of a templated message. */
export interface CatalogueEntry {
  readonly key: string;
  readonly text: string;
  /** Names the parts of the text when it has any. */
  readonly pattern?: RegExp;
}

const isTemplated = (value: unknown): value is TemplatedMessage<never[]> =>
  typeof value === 'function' && 'forms' in value;

function entriesOf(prefix: string, value: unknown): CatalogueEntry[] {
  if (typeof value === 'string') return [{ key: prefix, text: value }];
  if (isTemplated(value)) {
    return Object.entries(value.forms).map(([form, text]) => ({
      key: form ? `${prefix}.${form}` : prefix,
      text,
      pattern: templatePattern(text),
    }));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, inner]) => entriesOf(`${prefix}.${name}`, inner));
  }
  return [];
}

/** The catalogue; a text sent under two names keeps the first, so each text has one code. */
export const MESSAGE_CATALOGUE: readonly CatalogueEntry[] = (() => {
  const seen = new Set<string>();
  return Object.entries(GROUPS)
    .flatMap(([group, messages]) => entriesOf(group, messages))
    .filter((entry) => !seen.has(entry.text) && seen.add(entry.text));
})();

const byText = new Map(
  MESSAGE_CATALOGUE.filter((entry) => !entry.pattern).map((entry) => [entry.text, entry.key]),
);
const templates = MESSAGE_CATALOGUE.filter((entry) => entry.pattern);

export interface IdentifiedMessage {
  readonly key: string;
  readonly params: MessageParams;
}

/** The code of a message the services sent, with its parts; undefined for a text it does not know. */
export function identifyMessage(text: string): IdentifiedMessage | undefined {
  const key = byText.get(text);
  if (key) return { key, params: {} };
  for (const entry of templates) {
    const match = entry.pattern?.exec(text);
    if (match) return { key: entry.key, params: { ...match.groups } };
  }
  return undefined;
}
