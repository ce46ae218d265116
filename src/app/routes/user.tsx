// `/user/:id` is the profile page for any reader; the page tells the current reader apart.
export { Component, loader } from './profile';
