/** An organisation as the packages screens name it. */
export interface OrganizationRef {
  id: string;
  name: string;
}

/** A plan's name in the page's language, the other one when that one is blank. */
export const planName = (plan: { nameEn: string; nameAr: string }, language: string): string =>
  language === 'ar' ? plan.nameAr || plan.nameEn : plan.nameEn || plan.nameAr;

/** A topic's title in the page's language, the other one when that one is blank. */
export const topicTitle = (topic: { titleEn: string; titleAr: string }, language: string) =>
  language === 'ar' ? topic.titleAr || topic.titleEn : topic.titleEn || topic.titleAr;
