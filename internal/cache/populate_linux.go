package cache

import "syscall"

// populate has mmap fill the page table at once (see mapFile).
const populate = syscall.MAP_POPULATE
