// The demo draws with the same seeded generator as the pictures (shared with the web's covers).
export { hash, type Random, seededRandom } from '@create-together/contract/art';
