import type { DeviceTokensRepository } from '../repositories/device-tokens-repository';

/** The FCM registration tokens of a member's devices. */
export function createDeviceTokenService(tokens: DeviceTokensRepository) {
  return {
    save: (userId: number, token: string): Promise<void> => tokens.save(userId, token),
    listOf: (userId: number) => tokens.listOf(userId),
    async deleteOne(userId: number, token: string): Promise<void> {
      await tokens.deleteOneOf(userId, token);
    },
    async deleteAllOf(userId: number): Promise<void> {
      await tokens.deleteAllOf(userId);
    },
  };
}
export type DeviceTokenService = ReturnType<typeof createDeviceTokenService>;
