import type { Server } from 'node:http';

export function serveBenchPage(dir: string): Promise<{ server: Server; origin: string }>;

export function installedVersion(name: string): string;
