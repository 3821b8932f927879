/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (the Rust binary); SABI_API_URL points the dev server elsewhere.
const backend = process.env.SABI_API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': backend, '/gen': backend, '/review': backend };

export default defineConfig({
  plugins: [
    react(),
    // The app shell works offline (issue 20): a Workbox service worker precaches index.html and
    // the hashed assets and answers the app's routes with index.html. It never caches the API
    // (nor /gen, /review or uploaded /files): those always go to the network. An update waits
    // ('prompt') and is applied by the app when no quiz is open (src/lib/swUpdate.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Sabi',
        short_name: 'Sabi',
        description: "Quizzes for Cameroon's schools, Class 4 to Upper Sixth",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1b5e20',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/*.png'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/gen\//, /^\/review\//, /^\/files\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    manifest: true,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Unit and component tests only; browser tests (e2e/) have their own runner.
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20000,
    // Fake timers leave setImmediate real: fake-indexeddb (the outbox's tests) schedules with it.
    fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] },
  },
});
