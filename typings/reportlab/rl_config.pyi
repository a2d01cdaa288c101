useA85: int
