import { defineConfig } from '@pandacss/dev';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: {
            50: { value: '#eef7f4' },
            100: { value: '#d5ece4' },
            500: { value: '#1f8a70' },
            600: { value: '#187159' },
            700: { value: '#125845' },
          },
        },
      },
    },
  },
  globalCss: {
    // The body grows with the page rather than stopping at the window's height (Panda's reset
    // sets it to 100%): a body one window tall, its content overflowing it, is what a dialog's
    // scroll lock clips, and axe then finds no open dialog over a scrolled page. Screens take
    // the window's height themselves (100vh).
    html: { height: '100%' },
    body: {
      height: 'auto',
      minHeight: '100%',
      fontFamily: 'system-ui, "Segoe UI", "Noto Sans Arabic", Tahoma, sans-serif',
      color: 'gray.900',
      bg: 'gray.50',
    },
  },
});
