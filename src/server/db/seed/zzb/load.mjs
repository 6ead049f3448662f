const t=performance.now();
await import('./app.js');
console.log('import bundled+split app', Math.round(performance.now()-t),'ms');
