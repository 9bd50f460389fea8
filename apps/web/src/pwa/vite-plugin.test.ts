import { describe, expect, it } from 'vitest';
import { shellFiles } from './vite-plugin.js';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string; css?: string[]; dynamic?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
  imports,
  dynamicImports: extra.dynamic ?? [],
  code: '',
  viteMetadata: { importedCss: new Set(extra.css ?? []), importedAssets: new Set<string>() },
});

describe('shellFiles', () => {
  it('is index.html, the entry’s static import graph with its styles, the app it starts, and the public files', () => {
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', ['assets/comfort-5.js'], {
        isEntry: true,
        facadeModuleId: '/app/index.html',
        css: ['assets/index-1.css'],
        dynamic: ['assets/start-app-4.js'],
      }),
      'assets/comfort-5.js': chunk('assets/comfort-5.js', []),
      'assets/start-app-4.js': chunk('assets/start-app-4.js', ['assets/react-2.js'], {
        dynamic: ['assets/report-page-3.js'],
      }),
      'assets/react-2.js': chunk('assets/react-2.js', ['assets/index-1.js']),
      'assets/report-page-3.js': chunk('assets/report-page-3.js', ['assets/react-2.js']),
      'assets/index-1.css': { type: 'asset' as const, fileName: 'assets/index-1.css' },
      'sw.js': chunk('sw.js', [], { isEntry: true, facadeModuleId: '/app/src/pwa/sw.ts' }),
    };
    expect(shellFiles(bundle, ['manifest.webmanifest', 'icon-192.png', 'sw.js'])).toEqual([
      '/assets/comfort-5.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/react-2.js',
      '/assets/start-app-4.js',
      '/icon-192.png',
      '/index.html',
      '/manifest.webmanifest',
    ]);
  });

  it('refuses a build without the page entry', () => {
    expect(() => shellFiles({}, [])).toThrow(/index.html entry/);
  });
});
