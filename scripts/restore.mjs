// `pnpm restore <file>`: see backup.mjs.
process.argv.splice(2, 0, 'restore');
await import('./backup.mjs');
