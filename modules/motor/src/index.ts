export * from './motor.module';
export * from './migrations';
