// The error catalogue of SPEC section 8.
import type { errors as es } from '../es/errors';
import type { Shape } from '../shape';

export const errors: Shape<typeof es> = {
  general: {
    unexpected: 'An unexpected error occurred',
    tryAgain: 'Something went wrong. Please try again.',
    unknown: 'An unknown error occurred',
  },
  auth: {
    invalidCredentials: 'Invalid email or password',
    userNotFound: 'User not found',
    unauthorized: 'You are not authorized to perform this action',
    sessionExpired: 'Your session has expired. Please log in again.',
    invalidToken: 'Invalid authentication token',
    emailExists: 'This email is already registered',
    phoneExists: 'This phone number is already registered',
  },
  network: {
    offline: 'Unable to connect to the server. Please check your internet connection.',
    timeout: 'The request took too long. Please try again.',
  },
  validation: {
    checkInput: 'Please check your input and try again',
    invalidInput: 'Invalid input',
    required: 'This field is required',
    invalidFormat: 'Invalid format',
  },
  server: {
    internal: 'Server error. Please try again later.',
    unavailable: 'Service temporarily unavailable. Please try again later.',
    connection: 'Connection error. Please try again.',
  },
  permission: {
    forbidden: "You don't have permission to access this resource",
  },
  resource: {
    notFound: 'Resource not found',
    alreadyExists: 'This resource already exists',
  },
  status: {
    http400: 'Invalid request',
    http401: 'Authentication required',
    http403: 'Access denied',
    http404: 'Not found',
    http408: 'Request timeout',
    http409: 'Conflict: the resource already exists',
    http422: 'Unable to process the request',
    http429: 'Too many requests. Please wait a moment.',
    http500: 'Server error',
    http502: 'Connection error',
    http503: 'Service unavailable',
    http504: 'Server timeout',
    generic: 'Error {{status}}: Request failed',
  },
};
