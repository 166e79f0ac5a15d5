/** Client result codes (product spec §8). */
export const clientCodes = {
  unknown: '190.X000.001',
  invalidVariables: '191.X000.001',
  network: '192.X000.001',
  invalidJson: '192.X000.002',
  unauthenticated: '102.X000.001',
} as const;
