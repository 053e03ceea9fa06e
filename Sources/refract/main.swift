print("refract")
