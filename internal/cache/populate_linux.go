package cache

import "syscall"

// populateFlag has mmap fill the page table at once (see mapFile).
const populateFlag = syscall.MAP_POPULATE
