import { routeFetch } from './fetch-routes';
import { json } from './render';

/** The provider's site a test deployment names (ABOUT_URL). */
export const TEST_ABOUT_URL = 'https://school.example/about';

/** The dashboard environment as the users service answers it, with `aboutUrl` (or none). */
export const environmentAnswer = (aboutUrl: string | null = TEST_ABOUT_URL) =>
  json({
    data: {
      publicUrl: 'http://localhost:3000',
      aboutUrl,
      mediaBaseUrl: '/media',
      defaultLanguage: 'en',
      languages: ['en', 'ar'],
      features: { translation: false },
    },
  });

/** Stubs fetch with only the dashboard environment. */
export const serveEnvironment = (aboutUrl: string | null = TEST_ABOUT_URL) =>
  routeFetch({ 'GET /dashboard-environment-variables': () => environmentAnswer(aboutUrl) });
