import { Type } from 'typebox';

export const UserInfo = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  token: Type.String(),
  isAdmin: Type.Boolean(),
  createdAt: Type.String(),
  avatar: Type.Optional(Type.String()),
});

const Email = Type.String({ minLength: 3, maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: 256 });
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const RegisterBody = Type.Object({ name: Name, email: Email, password: Password });
export const LoginBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Password });

/** JSON, or multipart fields (the avatar arrives as a Buffer from @fastify/multipart). */
export const ProfileBody = Type.Object({
  name: Type.Optional(Name),
  email: Type.Optional(Email),
  password: Type.Optional(Type.String({ maxLength: 256 })),
  currentPassword: Type.Optional(Type.String({ maxLength: 256, description: 'required when email or password changes' })),
  avatar: Type.Optional(Type.Unknown({ description: 'image file (multipart only): png, jpeg, webp or gif, at most 2 MB' })),
});

export const PasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
  newPassword: Type.String({ minLength: 1, maxLength: 256 }),
});

export const MessageResponse = Type.Object({ message: Type.String() });
