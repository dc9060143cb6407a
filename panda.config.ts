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
    'html, body, #root': { height: '100%' },
    body: {
      fontFamily: 'system-ui, "Segoe UI", "Noto Sans Arabic", Tahoma, sans-serif',
      color: 'gray.900',
      bg: 'gray.50',
    },
  },
});
