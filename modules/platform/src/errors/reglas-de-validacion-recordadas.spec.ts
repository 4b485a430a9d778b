import 'reflect-metadata';
import { IsInt, IsOptional, IsString, Max, MaxLength, validate, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { recordarReglasDeValidacion } from './reglas-de-validacion-recordadas';

class Linea {
  @IsInt({ message: 'La cantidad debe ser un número entero' })
  @Max(10, { message: 'No más de 10' })
  Cantidad!: number;
}

class Pedido {
  @IsString()
  @MaxLength(5, { message: 'El nombre es muy largo' })
  Nombre!: string;

  @ValidateNested({ each: true })
  @Type(() => Linea)
  Lineas!: Linea[];
}

const mensajes = async (objeto: object) => (await validate(objeto)).flatMap(function todos(e): string[] {
  return [...Object.values(e.constraints ?? {}), ...(e.children ?? []).flatMap(todos)];
});

const pedido = (nombre: string, cantidades: unknown[]) =>
  Object.assign(new Pedido(), { Nombre: nombre, Lineas: cantidades.map((c) => Object.assign(new Linea(), { Cantidad: c })) });

describe('validation rules kept per class', () => {
  beforeAll(() => recordarReglasDeValidacion());

  it('refuses and accepts exactly as before, every time, nested objects included', async () => {
    for (let vez = 0; vez < 3; vez++) {
      expect(await mensajes(pedido('Ana', [1, 2]))).toEqual([]);
      expect(await mensajes(pedido('Ana María', [1, 11, 'x']))).toEqual(['El nombre es muy largo', 'No más de 10', 'No más de 10', 'La cantidad debe ser un número entero']);
    }
  });

  it('sees the rules of a class declared after the first validations', async () => {
    expect(await mensajes(pedido('Ana', [1]))).toEqual([]);
    class Tardia {
      @IsOptional()
      @IsString({ message: 'El comentario debe ser texto' })
      Comentario?: unknown;
    }
    expect(await mensajes(Object.assign(new Tardia(), { Comentario: 5 }))).toEqual(['El comentario debe ser texto']);
    expect(await mensajes(Object.assign(new Tardia(), { Comentario: 'hola' }))).toEqual([]);
  });
});
