//go:build unix && !linux

package cache

// populateFlag: no MAP_POPULATE here; pages are mapped as they are read.
const populateFlag = 0
