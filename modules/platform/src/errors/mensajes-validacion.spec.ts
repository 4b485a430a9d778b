import { plainToInstance } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, validate } from 'class-validator';
import { firstValidationMessage } from './mensajes-validacion';

class Ejemplo {
  @IsNotEmpty({ message: 'Falta ingresar el Nombre' }) @MaxLength(5) @IsString() Nombre!: string;
  @IsOptional() @IsInt() Id?: number;
  @IsOptional() @IsEmail() Email?: string;
}

const mensaje = async (cuerpo: object) => firstValidationMessage(await validate(plainToInstance(Ejemplo, cuerpo), { stopAtFirstError: true }));

describe('the message a client reads for a refused field', () => {
  it('is the DTO\'s own Spanish message when it has one', async () => {
    expect(await mensaje({ Nombre: '' })).toBe('Falta ingresar el Nombre');
  });

  it('is Spanish, naming the field and what is wrong, where the DTO left class-validator\'s English default', async () => {
    expect(await mensaje({ Nombre: 'demasiado' })).toBe('Nombre es demasiado largo');
    expect(await mensaje({ Nombre: 'Ana', Id: 'x' })).toBe('Id debe ser un número');
    expect(await mensaje({ Nombre: 'Ana', Email: 'no' })).toBe('Email no es un correo electrónico válido');
  });

  it("is Spanish where Nest's ValidationPipe refuses a body that is not an object", () => {
    expect(firstValidationMessage([{ property: 'body', constraints: { isObject: 'Validation failed (object is expected)' }, children: [] }])).toBe('La solicitud no es válida');
  });
});
