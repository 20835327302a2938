/** A person the modal found or made. */
export interface Person {
  _id: string;
  name: string;
  lastname: string;
  email: string;
}
