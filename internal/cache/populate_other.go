//go:build unix && !linux

package cache

// populate: no MAP_POPULATE here; pages are mapped as they are read.
const populate = 0
