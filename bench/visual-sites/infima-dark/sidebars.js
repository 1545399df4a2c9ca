export default { docs: ['intro', 'guide'] };
