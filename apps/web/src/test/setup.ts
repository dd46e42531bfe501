// Presence matchers (toBeInTheDocument) for Testing Library queries.
import '@testing-library/jest-dom/vitest';
