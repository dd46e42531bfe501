import type { Server } from 'node:http';

export function serveBenchPage(dir: string): Promise<{ server: Server; origin: string }>;
