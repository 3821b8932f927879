/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (the Rust binary); SABI_API_URL points the dev server elsewhere.
const backend = process.env.SABI_API_URL ?? 'http://127.0.0.1:8080';
const proxy = { '/api': backend, '/gen': backend, '/review': backend };

export default defineConfig({
  plugins: [react()],
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
  },
});
