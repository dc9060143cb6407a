import type { Organization } from '../../../contract/organizations';
import type { OrganizationPackage, Plan, PlanTranslation } from '../../../contract/plans';
import type { AppLanguage } from '../../../contract/app-languages';
import type { TopicOption } from '../../../contract/curriculum';
import { membership, permissions } from './orgs';

export const AT = '2026-03-01T10:00:00.000Z';
export const PLAN_ID = '7a1c1b1e-0000-4000-8000-000000000001';
export const PLAN2_ID = '7a1c1b1e-0000-4000-8000-000000000002';
export const TOPIC_ID = '7a1c1b1e-0000-4000-8000-0000000000a1';
export const DRAFT_TOPIC_ID = '7a1c1b1e-0000-4000-8000-0000000000a2';
export const ORG_ID = '7a1c1b1e-0000-4000-8000-0000000000b1';
export const ORG2_ID = '7a1c1b1e-0000-4000-8000-0000000000b2';
export const ORG_PACKAGE_ID = '7a1c1b1e-0000-4000-8000-0000000000c1';

export const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: PLAN_ID,
  nameEn: 'Monthly',
  nameAr: 'شهرية',
  priceMinor: 1999,
  currency: 'USD',
  numberOfClasses: 8,
  productId: 'com.example.plan_monthly',
  discountMinor: null,
  discountPercentage: 25,
  discountEndsAt: '2099-05-01T10:00:00.000Z',
  discountActive: true,
  priceAfterDiscountMinor: 1499,
  isRecommended: true,
  isReference: false,
  isOfferCodeEnabled: true,
  levels: [{ id: TOPIC_ID, titleEn: 'Greetings', titleAr: 'التحيات' }],
  organizations: 3,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const monthly = plan();
export const yearly = plan({
  id: PLAN2_ID,
  nameEn: 'Yearly',
  nameAr: 'سنوية',
  priceMinor: 15000,
  currency: 'KWD',
  numberOfClasses: 100,
  productId: 'com.example.plan_yearly',
  discountPercentage: null,
  discountEndsAt: null,
  discountActive: false,
  priceAfterDiscountMinor: 15000,
  isRecommended: false,
  isReference: true,
  isOfferCodeEnabled: false,
  levels: [],
  organizations: 0,
});

export const planPage = (result: Plan[], pageNumber = 1, numOfPages = 1) => ({
  data: {
    result,
    pagination: {
      pageNumber,
      pageSize: 20,
      numOfPages,
      total: result.length,
      count: result.length,
    },
  },
});

export const topics: TopicOption[] = [
  { id: TOPIC_ID, titleEn: 'Greetings', titleAr: 'التحيات', status: 'published' },
  { id: DRAFT_TOPIC_ID, titleEn: 'Draft', titleAr: 'مسودة', status: 'unpublished' },
];

const organization = (id: string, name: string): Organization => ({
  id,
  name,
  company_location: 'Riyadh',
  logoImageName: null,
  contractType: 'annual',
  contractStatus: 'active',
  startsAt: '2026-01-01',
  endsAt: '2026-12-31',
  contractFile: null,
  contractFileName: null,
  curriculum: null,
  maxStudents: 100,
  maxTeachers: 10,
  maxClassrooms: 10,
});
export const nour = organization(ORG_ID, 'Nour Academy');
export const amal = organization(ORG2_ID, 'Amal School');

export const orgPackage = (overrides: Partial<OrganizationPackage> = {}): OrganizationPackage => ({
  id: ORG_PACKAGE_ID,
  organizationId: ORG_ID,
  plan: monthly,
  assignedAt: AT,
  assignedBy: null,
  ...overrides,
});

export const translation = (overrides: Partial<PlanTranslation> = {}): PlanTranslation => ({
  id: '7a1c1b1e-0000-4000-8000-0000000000d1',
  planId: PLAN_ID,
  languageCode: 'fr',
  name: 'Mensuel',
  description: 'Huit cours par mois',
  updatedAt: AT,
  ...overrides,
});

const appLanguage = (code: string, nameEn: string, nameNative: string): AppLanguage => ({
  id: `6f1c1b1e-0000-4000-8000-00000000${code === 'fr' ? '0001' : code === 'tr' ? '0002' : '0003'}`,
  code,
  nameEn,
  nameNative,
  direction: 'ltr',
  position: 1,
  isDefault: code === 'en',
  keyCount: 1,
  missingCount: 0,
  translationsUpdatedAt: null,
  updatedAt: AT,
});
export const appLanguages = [
  appLanguage('en', 'English', 'English'),
  appLanguage('fr', 'French', 'Français'),
  appLanguage('tr', 'Turkish', 'Türkçe'),
];

/** HAD with r Packages only: sees everything, changes nothing. */
export const hadPackagesReader = membership({
  id: 'org-had',
  name: 'HAD',
  location: 'Riyadh',
  role: { name: 'Reader', number: 8, permissions: permissions({ Packages: { read: true } }) },
});

/** A customer's manager with r and w Packages: still read-only (writes are HAD's). */
export const nourPackagesManager = membership({
  id: ORG_ID,
  name: 'Nour Academy',
  location: 'Riyadh',
  role: {
    name: 'Organization Manager',
    number: 1,
    permissions: permissions({ Packages: { read: true, write: true } }),
  },
});
