import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Min, ValidateIf, ValidateNested } from 'class-validator';
import { Recortar } from '../validation/recortar';
import { OpcionalSinNulo } from '../validation/opcional-sin-nulo';
import { validacionCompilada } from './validacion-compilada';

class Hijo {
  @Min(1, { message: 'Cantidad fuera de rango' }) @IsInt({ message: 'Ingrese la cantidad' }) @Type(() => Number) Cantidad!: number;
}

class Padre {
  @IsString({ message: 'Ingrese el nombre' }) Nombre!: string;
  @OpcionalSinNulo() @IsInt({ message: 'Ingrese la edad' }) Edad?: number;
  @IsOptional() @ValidateNested() @Type(() => Hijo) Uno?: Hijo;
  @ValidateIf((o: Padre) => o.Nombre === 'grupo') @IsInt({ message: 'Ingrese el grupo' }) Grupo?: number;
  @IsOptional() @ValidateNested({ each: true }) @Type(() => Hijo) Hijos?: Hijo[];
}

class ConRecorte {
  @Recortar() @IsString() Nombre!: string;
}

class ConDefinido {
  @IsDefined() Nombre!: string;
}

const compilada = (cuerpo: unknown) => validacionCompilada(Padre)?.(cuerpo);

describe('the compiled validation of a body', () => {
  it('builds the class and its nested ones when every rule holds', () => {
    const obtenido = compilada({ Nombre: 'Ana', Hijos: [{ Cantidad: 2 }] }) as Padre;
    expect(obtenido).toBeInstanceOf(Padre);
    expect(obtenido.Hijos?.[0]).toBeInstanceOf(Hijo);
    expect(obtenido).toEqual({ Nombre: 'Ana', Hijos: [{ Cantidad: 2 }] });
    expect(compilada({ Nombre: 'grupo', Grupo: 3 })).toEqual({ Nombre: 'grupo', Grupo: 3 });
  });

  it('leaves to the general path whatever fails or would be converted, dropped or read otherwise', () => {
    expect(compilada({ Nombre: 5 })).toBeUndefined();
    expect(compilada({ Nombre: 'Ana', Edad: null })).toBeUndefined();
    expect(compilada({ Nombre: 'grupo' })).toBeUndefined();
    expect(compilada({ Nombre: 'Ana', Hijos: [{ Cantidad: 0 }] })).toBeUndefined();
    expect(compilada({ Nombre: 'Ana', Hijos: [{ Cantidad: '2' }] })).toBeUndefined();
    expect(compilada({ Nombre: 'Ana', Hijos: [null] })).toBeUndefined();
    expect(compilada({ Nombre: 'Ana', Uno: { Cantidad: 2 } })).toBeUndefined();
    expect(compilada({ Nombre: 'Ana', Otro: 1 })).toBeUndefined();
    expect(compilada([{ Nombre: 'Ana' }])).toBeUndefined();
    expect(compilada(null)).toBeUndefined();
  });

  it('is not made for a class whose rules it does not reproduce exactly', () => {
    expect(validacionCompilada(ConRecorte)).toBeNull();
    expect(validacionCompilada(ConDefinido)).toBeNull();
    expect(validacionCompilada(String)).toBeNull();
  });
});
