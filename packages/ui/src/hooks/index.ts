export {
  type BreakpointName,
  type BreakpointState,
  useBreakpoint,
  useMediaQuery,
} from './useMediaQuery.ts';
