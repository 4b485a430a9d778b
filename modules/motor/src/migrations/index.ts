import type { NamedMigration } from '@recepcion/platform';
import { MotorMigration } from './20261201000400-motor.migration';

export const motorMigrations: NamedMigration[] = [{ name: '20261201000400-motor', class: MotorMigration }];
